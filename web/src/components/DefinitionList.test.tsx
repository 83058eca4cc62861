// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DefinitionList } from './DefinitionList';

afterEach(cleanup);

describe('DefinitionList', () => {
  it('pairs each term with its value and leaves out rows with nothing to show', () => {
    const { container } = render(
      <DefinitionList
        rows={[
          ['Order number', 'wx123'],
          ['Coupon', null],
          ['Note', ''],
          ['Paid', false],
          ['Carrier', undefined],
          ['Total', <strong key="t">$12.00</strong>],
          ['Points', 0],
        ]}
      />,
    );
    const dl = container.querySelector('dl')!;
    const terms = [...dl.querySelectorAll('dt')].map((d) => d.textContent);
    const values = [...dl.querySelectorAll('dd')].map((d) => d.textContent);
    expect(terms).toEqual(['Order number', 'Total', 'Points']);
    expect(values).toEqual(['wx123', '$12.00', '0']);
    // Every value directly follows its own term.
    for (const dd of dl.querySelectorAll('dd')) expect(dd.previousElementSibling?.tagName).toBe('DT');
  });
});
