import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { storeProductReplyCommentRequest } from '../../shared/contract/admin-shop';
import { checkedResolver, localisedResolver } from './form';

const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<never>;
/** The translation stand-in: the key itself, so a test names the text that was chosen. */
const t = (key: string) => key;

describe('checkedResolver', () => {
  const resolver = checkedResolver<{ start: string; end: string }>((v) => ({
    start: v.start ? undefined : 'need a start',
    end: v.end && v.end <= v.start ? 'end after start' : undefined,
  }));

  it('hands the form its own values when nothing is broken', async () => {
    expect(await resolver({ start: '2030-01-01', end: '2030-02-01' }, undefined, options as never)).toEqual({ values: { start: '2030-01-01', end: '2030-02-01' }, errors: {} });
  });

  it('puts each broken rule next to its field and sends nothing', async () => {
    const result = await resolver({ start: '', end: '' }, undefined, options as never);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ start: { type: 'validate', message: 'need a start' } });
    expect((await resolver({ start: '2030-02-01', end: '2030-01-01' }, undefined, options as never)).errors).toEqual({ end: { type: 'validate', message: 'end after start' } });
  });
});

describe('localisedResolver', () => {
  const resolver = localisedResolver(storeProductReplyCommentRequest, { merchantReplyContent: (rule) => (rule === 'too_big' ? 'too long' : 'reviews.replyRequired') }, t);

  it('words a field from the rule that failed', async () => {
    expect((await resolver({ id: 1, merchantReplyContent: '  ' }, undefined, options as never)).errors.merchantReplyContent?.message).toBe('reviews.replyRequired');
    expect((await resolver({ id: 1, merchantReplyContent: 'x'.repeat(600) }, undefined, options as never)).errors.merchantReplyContent?.message).toBe('too long');
  });

  it('sends the service\'s own reading of the form: the reply trimmed', async () => {
    expect(await resolver({ id: '7' as never, merchantReplyContent: '  Thanks!  ' }, undefined, options as never)).toMatchObject({ values: { id: 7, merchantReplyContent: 'Thanks!' }, errors: {} });
  });
});
