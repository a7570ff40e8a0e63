import { reactIsland } from './reactIsland';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import './toaster.scss';
import { $toasts, removeToast, toasterReady, type Toast, type ToastPosition } from '../lib/stores/toasts';

export interface ToasterProps {
  /** The accessible name of the region ("Notifications"). */
  label: string;
  /** The close button's accessible name ("Dismiss notification"). */
  closeLabel: string;
}

const POSITIONS: readonly ToastPosition[] = [
  'top-center',
  'top-left',
  'top-right',
  'bottom-center',
  'bottom-left',
  'bottom-right',
];

/**
 * The `$toasts` store on screen (spec 001 §3): one stack per position, top-center by default, each toast
 * styled by severity, closed by its button or after its duration (the store's timers). Errors are
 * alerts; the others are polite status messages, announced as they arrive because the live regions
 * are in the server-rendered page before any toast exists. Toasts added before it hydrated wait in
 * the store and start their time once it is on screen.
 */
function Toaster({ label, closeLabel }: ToasterProps) {
  const stored = useStore($toasts);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    toasterReady();
  }, []);
  // Hydration renders what the server rendered (no toast; React error #418 otherwise): the toasts
  // that woke the island, already in the store, appear right after, into the live regions.
  const toasts = ready ? stored : [];
  return (
    <section className="toaster" aria-label={label} data-ready={ready ? '' : undefined}>
      {POSITIONS.filter(
        (position) => position === 'top-center' || toasts.some((toast) => toast.position === position),
      ).map((position) => (
        <ToastStack
          key={position}
          position={position}
          toasts={toasts.filter((toast) => toast.position === position)}
          closeLabel={closeLabel}
        />
      ))}
    </section>
  );
}

function ToastStack({
  position,
  toasts,
  closeLabel,
}: {
  position: ToastPosition;
  toasts: readonly Toast[];
  closeLabel: string;
}) {
  const polite = toasts.filter((toast) => toast.severity !== 'ERROR');
  const urgent = toasts.filter((toast) => toast.severity === 'ERROR');
  return (
    <div className={`toast-stack toast-stack--${position}`}>
      <div role="status" aria-live="polite" className="toast-live">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="toast-live">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  return (
    <div className={`toast toast--${toast.severity.toLowerCase()}`} data-toast-id={toast.id}>
      <p>{toast.message}</p>
      <button type="button" aria-label={closeLabel} onClick={() => removeToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

// Pure: its server markup reads its props only. It reads the toasts store, but shows toasts only once
// hydrated (`ready`, set by an effect, which a server render never runs), so every page in a language
// draws the same empty regions (Toaster.test.ts); the renderer keeps that markup (issue 25).
export default reactIsland(Toaster, { pure: true });
