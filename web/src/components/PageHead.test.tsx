// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PageHead } from './PageHead';

afterEach(cleanup);

describe('PageHead', () => {
  it('gives the page its one level-1 heading and shows the actions beside it', () => {
    render(<PageHead title="My addresses" actions={<button>Add address</button>} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('My addresses');
    const action = screen.getByRole('button', { name: 'Add address' });
    expect(heading.parentElement!.contains(action)).toBe(true);
    expect(heading.contains(action)).toBe(false);
  });

  it('draws no action area when there are no actions', () => {
    const { container } = render(<PageHead title="Orders" />);
    expect(container.firstElementChild!.children).toHaveLength(1);
  });
});
