// Node flags of the two server processes, the web process and the payment service: `npm start`
// and the bench start them with these, so the bench measures what a shop runs
// (docs/decisions/0056).
//
// `--max-semi-space-size=8` (MiB) caps V8's young generation at half its default size on this
// 64-bit Node. Start-up (migrations, the embedded database, the warm-up) leaves the young
// generation grown to its maximum, and nothing shrinks it while the process idles: it was most of
// what varied in memory at rest (web and payment service together 674-736 MiB against a 700 MiB
// budget). Measured: 30 MiB less at rest, and the same requests a second within the run-to-run
// noise for the yardstick, the home page and a logged-in search.
export const serverNodeFlags = ['--max-semi-space-size=8'];
