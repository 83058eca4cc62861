// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '../../../components/testing';
import { RefundForm, validateRefund } from './RefundForm';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reasons = ['Damaged goods', 'Wrong item sent'];

function file(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** The upload endpoint answers each file with its own URL; the calls are recorded. */
function stubUpload() {
  const calls: string[] = [];
  let n = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      n += 1;
      return new Response(JSON.stringify({ url: `https://img.test/v${n}.jpg`, fileName: `v${n}.jpg` }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

describe('validateRefund', () => {
  it('needs a reason from the server list, a note of at most 100 characters and at most 5 images', () => {
    expect(validateRefund({ reason: 'Damaged goods', note: 'x'.repeat(100), images: ['a', 'b', 'c', 'd', 'e'] }, reasons)).toEqual({});
    expect(validateRefund({ reason: 'Made up', note: '', images: [] }, reasons)).toEqual({ reason: 'required' });
    expect(validateRefund({ reason: 'Damaged goods', note: 'x'.repeat(101), images: [] }, reasons)).toEqual({ note: 'tooLong' });
    expect(validateRefund({ reason: 'Damaged goods', note: '', images: ['1', '2', '3', '4', '5', '6'] }, reasons)).toEqual({ images: 'tooMany' });
  });
});

describe('RefundForm', () => {
  it('refuses to submit without a reason', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RefundForm reasons={reasons} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a refund reason');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('caps the note at 100 characters and counts them', () => {
    renderWithProviders(<RefundForm reasons={reasons} onSubmit={() => {}} />);
    const note = screen.getByLabelText('Refund note') as HTMLTextAreaElement;
    expect(note.maxLength).toBe(100);
    fireEvent.change(note, { target: { value: 'é'.repeat(130) } });
    expect(note.value).toBe('é'.repeat(100));
    expect(screen.getByText('100 / 100')).toBeTruthy();
  });

  it('uploads JPG and PNG only, at most five, and submits their URLs', async () => {
    const calls = stubUpload();
    const onSubmit = vi.fn();
    renderWithProviders(<RefundForm reasons={reasons} onSubmit={onSubmit} />);
    const input = screen.getByTestId('image-input') as HTMLInputElement;
    expect(input.accept).toContain('image/jpeg');
    expect(input.accept).toContain('image/png');

    fireEvent.change(input, { target: { files: [file('scan.gif', 'image/gif'), file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')] } });
    expect(screen.getByRole('alert').textContent).toContain('scan.gif: only JPG and PNG images can be uploaded.');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBe('/api/front/upload/image?model=product&pid=1');

    fireEvent.change(input, { target: { files: ['c', 'd', 'e', 'f'].map((n) => file(`${n}.jpg`, 'image/jpeg')) } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5));
    expect(calls).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toContain('You can upload at most 5 images.');
    // With five images the add button is gone.
    expect(screen.queryByRole('button', { name: 'Add photo' })).toBeNull();

    fireEvent.change(screen.getByLabelText(/Refund reason/), { target: { value: 'Wrong item sent' } });
    fireEvent.change(screen.getByLabelText('Refund note'), { target: { value: '  Box was empty  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(onSubmit).toHaveBeenCalledWith({
      reason: 'Wrong item sent',
      note: 'Box was empty',
      images: ['https://img.test/v1.jpg', 'https://img.test/v2.jpg', 'https://img.test/v3.jpg', 'https://img.test/v4.jpg', 'https://img.test/v5.jpg'],
    });
  });

  it('lets an image be removed again', async () => {
    stubUpload();
    renderWithProviders(<RefundForm reasons={reasons} onSubmit={() => {}} />);
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file('a.jpg', 'image/jpeg')] } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});

describe('RefundForm messages', () => {
  it('clears the reason message once a reason is chosen', () => {
    renderWithProviders(<RefundForm reasons={reasons} onSubmit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a refund reason');
    fireEvent.change(screen.getByLabelText(/Refund reason/), { target: { value: 'Damaged goods' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
