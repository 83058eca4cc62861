// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Grid } from './Grid';

afterEach(cleanup);

describe('Grid', () => {
  it('is the list it is asked to be, its items in order', () => {
    render(
      <Grid as="ul" columns={3}>
        <li>one</li>
        <li>two</li>
      </Grid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('draws a different grid for each column count and gap, and keeps the caller’s class', () => {
    render(
      <>
        <Grid columns={2}>a</Grid>
        <Grid columns={3}>b</Grid>
        <Grid columns={3} gap={5} className="extra">
          c
        </Grid>
      </>,
    );
    const [a, b, c] = ['a', 'b', 'c'].map((t) => screen.getByText(t));
    expect(a!.tagName).toBe('DIV');
    expect(a!.className).not.toBe(b!.className);
    expect(b!.className).not.toBe(c!.className);
    expect(c!.classList.contains('extra')).toBe(true);
  });
});
