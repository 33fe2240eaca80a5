import type { ComponentProps } from 'react';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';

/** A whole quantity of a product's unit, its unit's word inside the field's end ('un', 'ml', 'g'). */
export function QuantityInput({ symbol, ...input }: ComponentProps<'input'> & { symbol: string }) {
  return <SuffixedInput suffix={symbol} inputMode="numeric" {...input} />;
}
