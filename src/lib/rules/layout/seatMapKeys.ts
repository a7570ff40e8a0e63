/**
 * Which section the seat map's arrow keys move to (a roving focus over the sections, stage outwards):
 * Down and the reading-direction "forward" arrow go to the next section, Up and "back" to the previous,
 * Home and End to the first and last, wrapping at the ends; any other key → undefined (not handled).
 * In right-to-left pages Left is forward.
 * @example seatMapKeyTarget(0, 'ArrowDown', 3, false) === 1; seatMapKeyTarget(0, 'ArrowUp', 3, false) === 2; seatMapKeyTarget(0, 'ArrowLeft', 3, true) === 1
 */
export function seatMapKeyTarget(
  current: number,
  key: string,
  count: number,
  rtl: boolean,
): number | undefined {
  if (count <= 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'ArrowDown' || key === forward) return (current + 1) % count;
  if (key === 'ArrowUp' || key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
