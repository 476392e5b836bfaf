/**
 * Roving focus for a row of buttons: arrow keys move, Home/End jump. Returns the new index and
 * prevents the default scroll, or null when the key is not a navigation key.
 */
export function rovingIndex(event: KeyboardEvent, current: number, count: number): number | null {
  if (count === 0 || current < 0) return null;
  let next: number;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowDown': next = (current + 1) % count; break;
    case 'ArrowLeft':
    case 'ArrowUp': next = (current - 1 + count) % count; break;
    case 'Home': next = 0; break;
    case 'End': next = count - 1; break;
    default: return null;
  }
  event.preventDefault();
  return next;
}
