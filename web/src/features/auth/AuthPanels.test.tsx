// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../components/Toast';
import { AuthPanels, usePanelTitle } from './AuthPanels';
import type { AuthPanel } from './panels';
import { mockApi, setupI18n, withQuery, type Call } from './testing';

const methods = (visitorOpen: boolean) => ({
  body: { twitterOpen: false, googleOpen: false, facebookOpen: false, visitorOpen, agreement: '<p>x</p>' },
});

function Harness({ initial, onDone }: { initial: AuthPanel; onDone: (k: 'login' | 'register') => Promise<void> }) {
  const [panel, setPanel] = useState<AuthPanel>(initial);
  const title = usePanelTitle(panel);
  return (
    <>
      <h1>{title}</h1>
      <output data-testid="panel">{panel}</output>
      <AuthPanels panel={panel} onPanel={setPanel} onDone={onDone} />
      <Toaster />
    </>
  );
}

function setup(initial: AuthPanel, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ '/api/front/login/method/info': methods(true), ...routes });
  const onDone = vi.fn(async () => {});
  render(withQuery(<Harness initial={initial} onDone={onDone} />));
  return { calls, onDone, panel: () => screen.getByTestId('panel').textContent };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const click = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
const json = (c: Call | undefined) => JSON.parse(c?.body ?? 'null') as unknown;

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('sign-in panels', () => {
  it('shows the docs/storefront-spec.md §5 messages on an empty phone sign-in', async () => {
    const { calls } = setup('phone');
    click('Sign in');
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByText('Please read and agree to the privacy agreement')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/front/login/mobile'))).toBe(false);
  });

  it('signs in by phone with the dial code and its plus, then reports success', async () => {
    const { calls, onDone } = setup('phone', { '/api/front/login/mobile/password': { body: { uid: 1 } } });
    type(/^Phone number/, '07700 900123');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByRole('checkbox'));
    click('Sign in');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('login'));
    const call = calls.find((c) => c.path === '/api/front/login/mobile/password');
    expect(call?.method).toBe('POST');
    expect(json(call)).toEqual({ countryCode: '+44', phone: '07700900123', password: 'Secret123' });
  });

  it('shows the server message when sign-in fails and stays on the panel', async () => {
    const { onDone } = setup('email', {
      '/api/front/login/email': { status: 400, body: { status: 400, code: 500, message: 'Wrong email or password' } },
    });
    type('Email', 'jane@example.com');
    type('Password', 'nope');
    fireEvent.click(screen.getByRole('checkbox'));
    click('Sign in');
    expect(await screen.findByText('Wrong email or password')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('moves between phone, email and code sign-in keeping the typed phone', async () => {
    const { panel } = setup('phone');
    type(/^Phone number/, '7700900123');
    click('Email');
    expect(panel()).toBe('email');
    click('Phone');
    click('Sign in with a code');
    expect(panel()).toBe('phoneCode');
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe('7700900123');
    click('Sign in with a password');
    expect(panel()).toBe('phone');
  });

  it('offers guest entry only when visitorOpen', async () => {
    setup('phone');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    expect(screen.getByTestId('panel').textContent).toBe('guest');
    cleanup();
    mockApi({ '/api/front/login/method/info': methods(false) });
    render(withQuery(<Harness initial="phone" onDone={vi.fn(async () => {})} />));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });

  it('guest entry needs a correct email and posts email, phone and countryCode', async () => {
    const { calls, onDone } = setup('guest', { '/api/front/login/register/visitor': { body: { uid: 9, userType: 'tourist' } } });
    await screen.findByLabelText('Email');
    type('Email', 'not-an-email');
    click('Continue as guest');
    expect(await screen.findByText('Please enter a correct email')).toBeTruthy();
    type('Email', 'guest@example.com');
    click('Continue as guest');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('login'));
    expect(json(calls.find((c) => c.path === '/api/front/login/register/visitor'))).toEqual({
      email: 'guest@example.com',
      phone: '',
      countryCode: '+44',
    });
  });

  it('forgot by email → reset → back to email sign-in with the email filled in', async () => {
    const { calls, panel } = setup('forgotEmail', {
      '/api/front/login/email/forget/password': { body: null },
      '/api/front/login/email/reset/password': { body: null },
    });
    click('Send code');
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    type('Email', 'jane@example.com');
    click('Send code');
    await waitFor(() => expect(panel()).toBe('resetEmail'));
    const sent = calls.find((c) => c.path === '/api/front/login/email/forget/password');
    // The contract's raw body: the bare email, not JSON-quoted.
    expect(sent?.body).toBe('jane@example.com');
    expect(await screen.findByText('If an account exists for this address, a verification code is on its way')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in 60 s/ })).toHaveProperty('disabled', true);

    type('Verification code', '123456');
    type('New password', 'NewSecret1');
    type('Confirm new password', 'NewSecret2');
    click('Reset password');
    expect(await screen.findByText('The two passwords are different')).toBeTruthy();
    type('Confirm new password', 'NewSecret1');
    click('Reset password');
    await waitFor(() => expect(panel()).toBe('email'));
    expect(json(calls.find((c) => c.path === '/api/front/login/email/reset/password'))).toEqual({
      email: 'jane@example.com',
      captcha: '123456',
      newPassword: 'NewSecret1',
      passwordAgain: 'NewSecret1',
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jane@example.com');
  });

  it('forgot by phone → reset → back to phone sign-in', async () => {
    const { calls, panel } = setup('forgotPhone', {
      '/api/front/login/phone/forget/password': { body: null },
      '/api/front/login/phone/reset/password': { body: null },
    });
    type(/^Phone number/, '7700900123');
    click('Send code');
    await waitFor(() => expect(panel()).toBe('resetPhone'));
    expect(json(calls.find((c) => c.path === '/api/front/login/phone/forget/password'))).toEqual({ countryCode: '+44', phone: '7700900123' });
    type('Verification code', '654321');
    type('New password', 'NewSecret1');
    type('Confirm new password', 'NewSecret1');
    click('Reset password');
    await waitFor(() => expect(panel()).toBe('phone'));
  });

  it('a refused code request shows the server message and starts no countdown', async () => {
    const { panel } = setup('forgotEmail', {
      '/api/front/login/email/forget/password': { status: 400, body: { status: 400, code: 500, message: 'No account for this email' } },
    });
    type('Email', 'nobody@example.com');
    click('Send code');
    expect(await screen.findByText('No account for this email')).toBeTruthy();
    expect(panel()).toBe('forgotEmail');
  });

  it('register by email: the code needs email and password, goes out as the raw email, then registers', async () => {
    const { calls, onDone } = setup('register', {
      '/api/front/login/email/captcha': { body: null },
      '/api/front/login/register/email': { body: { uid: 5, type: 'register' } },
    });
    const form = screen.getByRole('tabpanel');
    fireEvent.click(within(form).getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    type('Email', 'new@example.com');
    type('Password', 'weak');
    fireEvent.click(within(form).getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText(/Password must be 8-20 characters/)).toBeTruthy();
    type('Password', 'GoodPass1');
    fireEvent.click(within(form).getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /Resend in 60 s/ });
    expect(calls.find((c) => c.path === '/api/front/login/email/captcha')?.body).toBe('new@example.com');

    type('Verification code', '111222');
    click('Register');
    expect(await screen.findByText('Please read and agree to the privacy agreement')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    click('Register');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('register'));
    expect(json(calls.find((c) => c.path === '/api/front/login/register/email'))).toEqual({
      email: 'new@example.com',
      captcha: '111222',
      password: 'GoodPass1',
    });
  });

  it('register by phone sends the register code with phone and countryCode in the query', async () => {
    const { calls } = setup('register', { '/api/front/login/register/sendCode': { body: null } });
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    type(/^Phone number/, '7700 900 123');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /Resend in 60 s/ });
    const c = calls.find((x) => x.path === '/api/front/login/register/sendCode');
    expect(c?.method).toBe('POST');
    expect(c?.search.get('phone')).toBe('7700900123');
    expect(c?.search.get('countryCode')).toBe('+44');
  });

  it('the privacy agreement link opens the agreement page in a new tab', () => {
    setup('phone');
    const link = screen.getByRole('link', { name: 'Privacy Agreement' });
    // The visible text sits inside the link (a <link> tag in the catalogue would be void and empty).
    expect(link.textContent).toBe('Privacy Agreement');
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('(opens in a new tab)');
    expect(link.getAttribute('href')).toBe('/middlewares/privacy_agreement');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
