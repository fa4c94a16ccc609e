/** Moves keyboard focus to the element with `id` (the first invalid field, a step heading…). */
export function focusById(id: string | null): void {
  if (!id) return;
  const element = document.getElementById(id);
  element?.focus();
}
