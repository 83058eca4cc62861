// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginMethodInfo } from '../../api/auth';
import { DEFAULT_COUNTRY } from './countries';
import type { PanelContext } from './panelContext';
import { clearFromPath, readFromPath } from './redirect';
import { SocialLogin } from './SocialLogin';
import { mockApi, setupI18n, withQuery } from './testing';
import { takeTwitterRequest } from './twitter';

const base: LoginMethodInfo = {
  twitterOpen: false,
  googleOpen: false,
  facebookOpen: false,
  googleClientId: '',
  facebookAppId: '',
  visitorOpen: true,
  agreement: '',
};

function ctx(methods: Partial<LoginMethodInfo>): PanelContext {
  return {
    shared: { country: DEFAULT_COUNTRY, phone: '', email: '' },
    setShared: () => {},
    timers: { loginPhone: 0, registerEmail: 0, registerPhone: 0, forgotEmail: 0, forgotPhone: 0, guestEmail: 0 },
    startTimer: () => {},
    go: () => {},
    done: async () => {},
    methods: { ...base, ...methods },
    locale: 'en',
  };
}

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearFromPath();
});

describe('SocialLogin', () => {
  it('shows nothing when no provider is enabled', () => {
    const { container } = render(withQuery(<SocialLogin ctx={ctx({})} />));
    expect(container.textContent).toBe('');
  });

  it('hides Facebook and Google unless enabled with their ids', () => {
    render(withQuery(<SocialLogin ctx={ctx({ twitterOpen: true, facebookOpen: true, googleOpen: false })} />));
    expect(screen.getByRole('button', { name: 'Sign in with Twitter' })).toBeTruthy();
    // Enabled without an app id is not usable: hidden.
    expect(screen.queryByRole('link', { name: 'Sign in with Facebook' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    cleanup();
    render(withQuery(<SocialLogin ctx={ctx({ facebookOpen: true, facebookAppId: '123', googleOpen: true, googleClientId: 'g.apps' })} />));
    expect(screen.getByRole('link', { name: 'Sign in with Facebook' }).getAttribute('href')).toContain('client_id=123');
    expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toContain('client_id=g.apps');
  });

  it('Twitter: asks for a request token (end=pc), keeps its secret for the callback and goes to authorizationURL', async () => {
    window.history.replaceState(null, '', '/goods_detail/7?x=1');
    const calls = mockApi({
      '/api/front/login/twitter/request/token': {
        body: { token: 'req-token', tokenSecret: 'req-secret', authorizationURL: 'https://api.twitter.com/oauth/authenticate?oauth_token=req-token' },
      },
    });
    const assign = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...real, pathname: '/goods_detail/7', search: '?x=1', assign } });
    try {
      render(withQuery(<SocialLogin ctx={ctx({ twitterOpen: true })} />));
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with Twitter' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://api.twitter.com/oauth/authenticate?oauth_token=req-token'));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: real });
    }
    expect(calls[0]?.search.get('end')).toBe('pc');
    expect(readFromPath()).toBe('/goods_detail/7?x=1');
    expect(takeTwitterRequest('req-token')).toBe('req-secret');
  });

  it('the request secret is handed over once, to the matching token only', () => {
    window.sessionStorage.setItem('auth.twitterRequest', JSON.stringify({ token: 't1', secret: 's1' }));
    expect(takeTwitterRequest('t1')).toBe('s1');
    expect(takeTwitterRequest('t1')).toBe('');
  });
});
