/** An appointment's times as the form's inputs show them: the browser's time zone. */

/** `YYYY-MM-DDTHH:mm` in local time, the value of an `<input type="datetime-local">`. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a local `YYYY-MM-DD` + `HH:mm`, in UTC for the api; null when incomplete. */
export function localToIso(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const date = new Date(`${day}T${time}:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
