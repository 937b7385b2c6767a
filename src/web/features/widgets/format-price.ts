import { free } from '../../texts.ts';

/** Rupees from paise with Indian grouping: 12345600 -> '₹1,23,456', 499950 -> '₹4,999.50'; 0 shows the 'free' text. */
export const formatPrice = (paise: number) => (paise ? `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}` : free[0]?.toUpperCase() + free.slice(1));

/** An image URL template's placeholders filled: `/img/{@width}/{@height}/ID?q={@quality}`. */
export const imageUrl = (template: string, width: number, height: number, quality = 80) =>
  template.replace('{@width}', `${width}`).replace('{@height}', `${height}`).replace('{@quality}', `${quality}`);
