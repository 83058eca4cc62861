// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadge, type Tone } from './StatusBadge';

afterEach(cleanup);

describe('StatusBadge', () => {
  it('shows the state in its tone, and each tone looks different from the others', () => {
    const tones: Tone[] = ['neutral', 'info', 'success', 'warn', 'danger'];
    render(
      <>
        {tones.map((t) => (
          <StatusBadge key={t} tone={t}>
            {`state-${t}`}
          </StatusBadge>
        ))}
      </>,
    );
    const classes = tones.map((t) => {
      const el = screen.getByText(`state-${t}`);
      expect(el.getAttribute('data-tone')).toBe(t);
      return el.className;
    });
    expect(new Set(classes).size).toBe(tones.length);
  });

  it('is neutral unless told otherwise', () => {
    render(<StatusBadge>Pending</StatusBadge>);
    expect(screen.getByText('Pending').getAttribute('data-tone')).toBe('neutral');
  });
});
