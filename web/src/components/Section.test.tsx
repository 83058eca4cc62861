// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Section } from './Section';

afterEach(cleanup);

describe('Section', () => {
  it('is a region named by its level-2 heading, with the content after the heading', () => {
    render(
      <Section id="shop-intro" title="About the shop">
        <p>Opened in 2020</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'About the shop' });
    const heading = screen.getByRole('heading', { level: 2, name: 'About the shop' });
    expect(heading.id).toBe('shop-intro');
    expect(region.firstElementChild).toBe(heading);
    expect(heading.nextElementSibling!.textContent).toBe('Opened in 2020');
  });

  it('draws a panel only when asked, and keeps the caller’s class', () => {
    render(
      <>
        <Section id="a" title="Plain">
          x
        </Section>
        <Section id="b" title="Panel" panel className="extra">
          y
        </Section>
      </>,
    );
    const plain = screen.getByRole('region', { name: 'Plain' });
    const panel = screen.getByRole('region', { name: 'Panel' });
    expect(plain.getAttribute('class')).toBeNull();
    expect(panel.classList.contains('extra')).toBe(true);
    expect(panel.classList.length).toBeGreaterThan(1);
  });
});
