import { atom } from 'nanostores';
import { wakeIslands } from './wake';

export type ToastSeverity = 'WARNING' | 'ERROR' | 'INFO';
export type ToastPosition =
  'top-center' | 'top-left' | 'top-right' | 'bottom-center' | 'bottom-left' | 'bottom-right';

export interface Toast {
  id: string;
  message: string;
  severity: ToastSeverity;
  duration: number;
  autoClose: boolean;
  position: ToastPosition;
}

export type ToastInput = Pick<Toast, 'message' | 'severity'> &
  Partial<Omit<Toast, 'id' | 'message' | 'severity'>>;

/** Default time on screen (spec 001 §3, §9). */
export const TOAST_DURATION = 3000;

/** The toasts on screen, oldest first (spec 001 §3, §4). */
export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Whether the toaster island is on screen: until then toasts wait in the store, their time not running. */
let onScreen = false;

/** Starts a toast's time on screen (once), if it closes by itself. */
function arm(toast: Toast): void {
  if (!toast.autoClose || timers.has(toast.id)) return;
  timers.set(
    toast.id,
    setTimeout(() => removeToast(toast.id), toast.duration),
  );
}

/**
 * Called by the toaster once it is on screen (hydrated): the toasts added while it was waking (a
 * quick first currency switch, issue 21 §2) start their time now, so none is gone before it is seen.
 * @example addToast({ message: 'Saved', severity: 'INFO' }); toasterReady() // the 3000 ms start here
 */
export function toasterReady(): void {
  onScreen = true;
  for (const toast of $toasts.get()) arm(toast);
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Removes a toast by its id; unknown ids are ignored.
 * @example removeToast(addToast({ message: 'Saved', severity: 'INFO' }))
 */
export function removeToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const toasts = $toasts.get();
  if (toasts.some((toast) => toast.id === id)) $toasts.set(toasts.filter((toast) => toast.id !== id));
}

/**
 * Shows a toast and returns its random id; with autoClose (the default) it goes after its duration
 * (3000 ms unless given; a negative or unusable duration counts as the default), counted from when
 * the toaster is on screen (`toasterReady`).
 * @example const id = addToast({ message: 'Please enter a valid email', severity: 'ERROR' })
 */
export function addToast(input: ToastInput): string {
  const duration =
    Number.isFinite(input.duration) && (input.duration ?? -1) >= 0
      ? (input.duration as number)
      : TOAST_DURATION;
  const toast: Toast = {
    id: randomId(),
    message: input.message,
    severity: input.severity,
    duration,
    autoClose: input.autoClose ?? true,
    position: input.position ?? 'top-center',
  };
  $toasts.set([...$toasts.get(), toast]);
  wakeIslands('toasts');
  if (onScreen) arm(toast);
  return toast.id;
}
