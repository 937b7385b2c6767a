import type { SellerOffer } from '../../contracts/product.ts';

/** Few left from this many units down. */
const fewLeft = 5;

/** What a shopper is told of a listing's stock; a change of it is a change a page shows. */
export const stockStateOf = (stock: number): SellerOffer['stockState'] =>
  stock === 0 ? 'OUT_OF_STOCK' : stock <= fewLeft ? 'FEW_LEFT' : 'IN_STOCK';
