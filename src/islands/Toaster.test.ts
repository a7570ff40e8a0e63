import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, type Toast } from '../lib/stores/toasts';
import Toaster from './Toaster';
import { isPureIsland } from './reactIsland';

const props = { label: 'الإشعارات', closeLabel: 'إغلاق الإشعار' };
const draw = () => renderToString(createElement(Toaster, props));

afterEach(() => $toasts.set([]));

describe('the toaster’s server markup', () => {
  it('reads its props only: the toasts in the store show once hydrated, never in server markup', () => {
    const empty = draw();
    const toasts: Toast[] = [
      {
        id: 't1',
        message: 'Code SUMMER10 applied',
        severity: 'INFO',
        position: 'top-center',
        duration: 3000,
        autoClose: true,
      },
      {
        id: 't2',
        message: 'Payment failed',
        severity: 'ERROR',
        position: 'bottom-left',
        duration: 3000,
        autoClose: false,
      },
    ];
    $toasts.set(toasts);
    expect(draw()).toBe(empty);
    // What that markup is: the named region with the top-center stack's two live regions, no toast.
    expect(empty).toBe(
      '<section class="toaster" aria-label="الإشعارات"><div class="toast-stack toast-stack--top-center">' +
        '<div role="status" aria-live="polite" class="toast-live"></div>' +
        '<div role="alert" aria-live="assertive" class="toast-live"></div></div></section>',
    );
    // So the islands' renderer may keep it (src/integrations/reactIslandsServer.ts).
    expect(isPureIsland(Toaster)).toBe(true);
  });
});
