import { randomInt } from 'node:crypto';
import { paymentLimits } from '../contracts/payments-paths.ts';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random captcha text of the configured length. */
export function captchaText(): string {
  return Array.from({ length: paymentLimits.captchaLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * The captcha as an SVG data URL: each character drawn as text at its own offset and angle,
 * with noise lines across. A test reads the characters back from the <text> elements, in order.
 */
export function captchaImage(text: string): string {
  const chars = [...text]
    .map((c, i) => {
      const x = 14 + i * 22;
      const y = 30 + randomInt(-4, 5);
      const angle = randomInt(-20, 21);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="monospace" font-size="24" font-weight="bold" fill="#2a2a55">${c}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 40), randomInt(0, 44), randomInt(80, 130), randomInt(0, 44)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#8a8ab0" stroke-width="1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="44" viewBox="0 0 130 44"><rect width="130" height="44" fill="#eef"/>${lines}${chars}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
