// Node flags of the seed (`npm run seed` and the scale bench's seeds): the bench measures the
// seed a shop runs.
//
// `--max-old-space-size=600` (MiB) caps V8's old generation. The seed keeps little alive (a batch
// of 2,000 products at a time), but V8 grows the heap lazily, past 1 GB for a million products
// without the cap (the scale bench capped its seeds for that reason). With it, a million products
// peaked at 572-577 MiB resident (VmHWM, 2026-11-28), in 230-251 s.
export const seedNodeFlags = ['--max-old-space-size=600'];
