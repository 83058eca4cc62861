// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderWithProviders, setupI18n } from '../../../components/testing';
import { createQueryClient } from '../../../api/queryClient';
import { useSubmitReview } from '../../../api/review';
import { ReviewForm, validateReview } from './ReviewForm';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('validateReview', () => {
  it('requires text of at most 512 characters and stars from 1 to 5', () => {
    const ok = { star: 5, serviceStar: 4, comment: 'Great', pics: [] };
    expect(validateReview(ok)).toEqual({});
    expect(validateReview({ ...ok, comment: '   ' })).toEqual({ comment: 'required' });
    expect(validateReview({ ...ok, comment: 'x'.repeat(513) })).toEqual({ comment: 'tooLong' });
    expect(validateReview({ ...ok, star: 0, serviceStar: 6 })).toEqual({ star: 'range', serviceStar: 'range' });
    expect(validateReview({ ...ok, pics: ['1', '2', '3', '4', '5', '6'] })).toEqual({ pics: 'tooMany' });
  });
});

describe('ReviewForm', () => {
  it('says the text is required and does not submit an empty review', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ReviewForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write your review');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits both ratings, the trimmed text and no images', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ReviewForm onSubmit={onSubmit} />);
    const product = screen.getByRole('group', { name: 'Product rating' });
    const service = screen.getByRole('group', { name: 'Service attitude' });
    fireEvent.click(product.querySelectorAll('input')[3]!);
    fireEvent.click(service.querySelectorAll('input')[1]!);
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: '  Fits well, quick delivery.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(onSubmit).toHaveBeenCalledWith({ star: 4, serviceStar: 2, comment: 'Fits well, quick delivery.', pics: [] });
  });

  it('offers each star with a spoken value', () => {
    renderWithProviders(<ReviewForm onSubmit={() => {}} />);
    expect(screen.getAllByRole('radio', { name: '3 of 5 stars' })).toHaveLength(2);
  });
});

describe('useSubmitReview', () => {
  it('posts the pictures as a JSON array string, as the upstream expects', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('true', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSubmitReview(), { wrapper });
    await act(() => result.current.mutateAsync({ orderNo: 'MO1', orderInfoId: 7, star: 5, serviceStar: 4, comment: 'Nice', pics: ['https://img.test/a.jpg'] }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/front/order/comment');
    expect(JSON.parse(String(init?.body))).toEqual({ orderNo: 'MO1', orderInfoId: 7, star: 5, serviceStar: 4, comment: 'Nice', pics: '["https://img.test/a.jpg"]' });
  });
});

describe('ReviewForm messages', () => {
  it('clears the required message once text is written', () => {
    renderWithProviders(<ReviewForm onSubmit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write your review');
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'Good' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
