import { useSyncExternalStore } from 'react';
import type { SliderTokenValue, SliderVerification } from '@wps/shared-types';
import { isApiError } from '../../api/client';

/** The player closed the slider dialog: the call that needed it is abandoned, silently. */
export class SliderCancelledError extends Error {
  constructor() {
    super('Slider verification cancelled');
    this.name = 'SliderCancelledError';
  }
}

export function isSliderCancelled(error: unknown): boolean {
  return error instanceof SliderCancelledError;
}

interface PendingRequest {
  resolve: (token: SliderTokenValue) => void;
  reject: (error: unknown) => void;
}

let pending: PendingRequest | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Opens the slider dialog; resolves with the token once the piece sits in its gap. */
export function requestSliderToken(): Promise<SliderTokenValue> {
  pending?.reject(new SliderCancelledError());
  return new Promise<SliderTokenValue>((resolve, reject) => {
    pending = { resolve, reject };
    notify();
  });
}

export function completeSlider(token: SliderTokenValue): void {
  const request = pending;
  pending = null;
  notify();
  request?.resolve(token);
}

export function cancelSlider(): void {
  const request = pending;
  pending = null;
  notify();
  request?.reject(new SliderCancelledError());
}

const isPending = () => pending !== null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a call waits for the player to solve the slider. */
export function useSliderPending(): boolean {
  return useSyncExternalStore(subscribe, isPending, isPending);
}

/** Runs `call` with the slider's token when the operator wants one (asked up front or on demand). */
export async function withSliderVerification<T>(
  required: boolean,
  call: (slider: SliderVerification) => Promise<T>,
): Promise<T> {
  if (required) return call(await requestSliderToken());
  try {
    return await call({});
  } catch (error) {
    if (isApiError(error) && error.code === 'VERIFICATION_REQUIRED') {
      return call(await requestSliderToken());
    }
    throw error;
  }
}
