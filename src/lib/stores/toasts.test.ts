import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION, addToast, removeToast, toasterReady } from './toasts';

describe('toasts before the toaster is on screen', () => {
  it('wait in the store, their time starting when the toaster is ready', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const fresh = await import('./toasts');
    fresh.addToast({ message: 'Prices are now shown in euro (EUR).', severity: 'INFO' });
    vi.advanceTimersByTime(10_000);
    expect(fresh.$toasts.get().map((toast) => toast.message)).toEqual([
      'Prices are now shown in euro (EUR).',
    ]);
    fresh.toasterReady();
    vi.advanceTimersByTime(2999);
    expect(fresh.$toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fresh.$toasts.get()).toEqual([]);
    vi.useRealTimers();
  });
});

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toasterReady();
  });
  afterEach(() => {
    for (const toast of $toasts.get()) removeToast(toast.id);
    cleanStores($toasts);
    vi.useRealTimers();
  });

  it('adds a toast with the defaults and returns its random id', () => {
    const id = addToast({ message: 'Saved', severity: 'INFO' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect($toasts.get()).toEqual([
      { id, message: 'Saved', severity: 'INFO', duration: 3000, autoClose: true, position: 'top-center' },
    ]);
    expect(addToast({ message: 'Again', severity: 'INFO' })).not.toBe(id);
  });
  it('removes an auto-closing toast after its duration, not before', () => {
    expect(TOAST_DURATION).toBe(3000);
    addToast({ message: 'Bye', severity: 'WARNING' });
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });
  it('honours a custom duration and position', () => {
    const id = addToast({ message: 'Slow', severity: 'ERROR', duration: 5000, position: 'bottom-left' });
    expect($toasts.get()[0]).toMatchObject({ id, duration: 5000, position: 'bottom-left' });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });
  it('keeps a toast without autoClose until removed by id', () => {
    const keep = addToast({ message: 'Stay', severity: 'ERROR', autoClose: false });
    const other = addToast({ message: 'Go', severity: 'INFO' });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((toast) => toast.id)).toEqual([keep]);
    removeToast(keep);
    expect($toasts.get()).toEqual([]);
    removeToast(other);
    const before = $toasts.get();
    removeToast('unknown');
    expect($toasts.get()).toBe(before);
  });
  it('cancels the timer of a toast removed early', () => {
    const first = addToast({ message: 'One', severity: 'INFO' });
    removeToast(first);
    expect(vi.getTimerCount()).toBe(0);
    const second = addToast({ message: 'Two', severity: 'INFO', duration: 10_000 });
    vi.advanceTimersByTime(3000);
    expect($toasts.get().map((toast) => toast.id)).toEqual([second]);
    expect(vi.getTimerCount()).toBe(1);
  });
  it('uses the default duration for negative or unusable ones', () => {
    addToast({ message: 'Odd', severity: 'INFO', duration: -5 });
    addToast({ message: 'Odder', severity: 'INFO', duration: Number.NaN });
    addToast({ message: 'Zero', severity: 'INFO', duration: 0 });
    expect($toasts.get().map((toast) => toast.duration)).toEqual([3000, 3000, 0]);
    vi.advanceTimersByTime(0);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Odd', 'Odder']);
    vi.advanceTimersByTime(3000);
    expect($toasts.get()).toEqual([]);
  });
});
