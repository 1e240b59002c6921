import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SliderChallengeValue } from '@wps/shared-types';
import { createQueryClient } from '../../app/query-client';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { SliderPuzzle } from './components/SliderDialog';
import { SmsCodeField } from './components/SmsCodeField';
import { useCountdown } from './hooks/useCountdown';
import {
  SliderCancelledError,
  cancelSlider,
  completeSlider,
  requestSliderToken,
  withSliderVerification,
} from './slider-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts whole seconds down to zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => {
      result.current.start(3);
    });
    expect(result.current.remaining).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.remaining).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.remaining).toBe(0);
  });
});

function renderWithClient(ui: React.ReactElement) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

describe('SmsCodeField', () => {
  it('counts down expiredMinutes x 60 seconds after a send, with the button disabled', async () => {
    const onSend = vi.fn(async () => ({ expiredMinutes: 5 }));
    renderWithClient(<SmsCodeField value="" onValueChange={() => undefined} onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hantar kod' }));
    const button = await screen.findByRole('button', { name: 'Hantar semula (300s)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('sends at most once per second', async () => {
    const onSend = vi.fn(async () => null);
    renderWithClient(<SmsCodeField value="" onValueChange={() => undefined} onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Hantar kod' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows a warning dialog when the request fails, and nothing when the slider was closed', async () => {
    mockApi();
    const { ApiError } = await import('../../api/client');
    const onSend = vi
      .fn<() => Promise<null>>()
      .mockRejectedValueOnce(new SliderCancelledError())
      .mockRejectedValueOnce(
        new ApiError({ code: 'SMS_TOO_MANY_REQUESTS', message: 'x', status: 429 }),
      );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithClient(<SmsCodeField value="" onValueChange={() => undefined} onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hantar kod' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hantar kod' }));
    expect(await screen.findByRole('dialog', { name: 'Kod tidak dapat dihantar' })).toBeTruthy();
    expect(
      screen.getByText('Terlalu banyak permintaan, sila cuba lagi selepas 5 minit'),
    ).toBeTruthy();
  });
});

const challenge: SliderChallengeValue = {
  challengeId: 'c1',
  width: 300,
  height: 150,
  pieceSize: 44,
  pieceY: 30,
  backgroundImage: 'data:image/svg+xml;base64,AAAA',
  pieceImage: 'data:image/svg+xml;base64,BBBB',
  expiresInSeconds: 120,
};

describe('SliderPuzzle', () => {
  it('moves with the arrow keys and submits with Enter', async () => {
    const api = mockApi({
      'POST /wps/verification/slider': () => ok({ sliderChallengeId: 'c1', sliderToken: 'tok' }),
    });
    const token = requestSliderToken();
    renderWithClient(
      <SliderPuzzle challenge={challenge} failed={false} onFailed={vi.fn()} onReload={vi.fn()} />,
    );
    const slider = screen.getByRole('slider', { name: 'Seret kepingan teka-teki' });
    expect(slider.getAttribute('aria-valuemax')).toBe('256');
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('21');
    fireEvent.keyDown(slider, { key: 'Enter' });
    await expect(token).resolves.toEqual({ sliderChallengeId: 'c1', sliderToken: 'tok' });
    expect(api.to('POST /wps/verification/slider')[0]?.body).toMatchObject({
      challengeId: 'c1',
      x: 21,
    });
  });

  it('drags with the pointer and submits on release', async () => {
    const api = mockApi({
      'POST /wps/verification/slider': () => failure('VERIFICATION_REQUIRED', 400),
    });
    const onFailed = vi.fn();
    renderWithClient(
      <SliderPuzzle challenge={challenge} failed={false} onFailed={onFailed} onReload={vi.fn()} />,
    );
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 60, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 400, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('256');
    fireEvent.pointerUp(slider, { clientX: 130, pointerId: 1 });
    await waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(api.to('POST /wps/verification/slider')[0]?.body).toMatchObject({ x: 120 });
  });
});

describe('withSliderVerification', () => {
  it('asks for the slider first when the operator has it on', async () => {
    const call = vi.fn(async (slider: object) => slider);
    const result = withSliderVerification(true, call);
    completeSlider({ sliderChallengeId: 'c', sliderToken: 't' });
    await expect(result).resolves.toEqual({ sliderChallengeId: 'c', sliderToken: 't' });
    expect(call).toHaveBeenCalledOnce();
  });

  it('retries with a token when the API answers VERIFICATION_REQUIRED', async () => {
    const { ApiError } = await import('../../api/client');
    const call = vi
      .fn(async (slider: object) => slider)
      .mockRejectedValueOnce(
        new ApiError({ code: 'VERIFICATION_REQUIRED', message: 'x', status: 400 }),
      );
    const result = withSliderVerification(false, call);
    await waitFor(() => expect(call).toHaveBeenCalledOnce());
    completeSlider({ sliderChallengeId: 'c', sliderToken: 't' });
    await expect(result).resolves.toEqual({ sliderChallengeId: 'c', sliderToken: 't' });
    expect(call.mock.calls[0]?.[0]).toEqual({});
  });

  it('gives up quietly when the player closes the slider', async () => {
    const result = withSliderVerification(true, async () => 'never');
    cancelSlider();
    await expect(result).rejects.toBeInstanceOf(SliderCancelledError);
  });
});
