// Epoch milliseconds → ISO 8601 UTC text, without Date (the engine has no
// clock and no Date at all). Days → civil date after Howard Hinnant's
// days_from_civil inverse, exact for every integer day.

const MS_PER_DAY = 86_400_000;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** 0 → '1970-01-01T00:00:00.000Z', like Date.prototype.toISOString for years 0–9999. */
export function isoFromTimestamp(ms: number): string {
  if (!Number.isSafeInteger(ms)) throw new RangeError(`Not a timestamp: ${ms}`);
  const days = Math.floor(ms / MS_PER_DAY);
  const msOfDay = ms - days * MS_PER_DAY;
  // Shift the epoch to 0000-03-01 so that the leap day ends each 400-year era.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(msOfDay / 3_600_000);
  const minutes = Math.floor((msOfDay % 3_600_000) / 60_000);
  const seconds = Math.floor((msOfDay % 60_000) / 1_000);
  return (
    `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` +
    `T${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(msOfDay % 1_000, 3)}Z`
  );
}
