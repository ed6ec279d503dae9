export interface CompareProduct {
  id: string;
  name: string;
  brand: string;
  categoryId: string;
}

export function findCompareProduct(_id: string): CompareProduct | undefined {
  return undefined;
}
