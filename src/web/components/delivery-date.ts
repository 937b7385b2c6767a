const dateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2017-11-30` as `Thu, 30 Nov`: a seller's promised delivery day (product and sellers pages). */
export const deliveryDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
