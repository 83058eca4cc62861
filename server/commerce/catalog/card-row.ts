/**
 * A product card as the lists read it from the database, before money becomes decimal strings. The
 * browse lists and the keyword search both select it, so it sits below both.
 */
export interface CardRow {
  id: number;
  merId: number;
  image: string;
  storeName: string;
  price: number;
  otPrice: number;
  sales: number;
  ficti: number;
  unitName: string;
  stock: number;
}
