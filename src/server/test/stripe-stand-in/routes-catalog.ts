import { customerObject, priceObject, productObject } from './objects-catalog.ts';
import { badRequest, mergeMetadata, missingParam, newMetadata, type Reader } from './params.ts';
import type { Route } from './router.ts';
import type { StandInState } from './state.ts';
import type { WPrice } from './wire.ts';

/** Customers, products and prices. */

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

function createProduct(state: StandInState, query: Reader) {
  const id = query.str('id');
  if (id !== undefined && state.products.has(id))
    throw badRequest('Product already exists.', 'id', 'resource_already_exists');
  const product = productObject(state.nowSeconds(), {
    id,
    name: query.need('name'),
    active: query.bool('active') ?? true,
    description: query.str('description') || null,
    metadata: newMetadata(query.metadata()),
  });
  state.products.set(product.id, product);
  return product;
}

function createPrice(state: StandInState, query: Reader): WPrice {
  query.refuse('tiers', 'only per-unit prices are modelled');
  query.refuse('custom_unit_amount', 'only fixed amounts are modelled');
  query.refuse('currency_options', 'one currency per price is modelled');
  const currency = query.need('currency').toLowerCase();
  let product = query.str('product');
  const productData = query.sub('product_data');
  if (product && productData)
    throw badRequest('You may only specify one of these parameters: product, product_data.', 'product');
  if (productData) product = createProduct(state, productData).id;
  if (!product) throw missingParam('product');
  state.get('products', 'product', product, 'product');
  const unitAmount =
    query.int('unit_amount', { min: 0 }) ??
    (query.has('unit_amount_decimal') ? Number(query.str('unit_amount_decimal')) : undefined);
  if (unitAmount === undefined || !Number.isInteger(unitAmount)) throw missingParam('unit_amount');
  const recurring = query.sub('recurring');
  const lookupKey = query.str('lookup_key') || null;
  const holder = lookupKey ? [...state.prices.values()].find((price) => price.lookup_key === lookupKey) : undefined;
  if (holder && !query.bool('transfer_lookup_key')) {
    throw badRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
  }
  if (holder) holder.lookup_key = null;
  const price = priceObject(state.nowSeconds(), {
    product,
    currency,
    unit_amount: unitAmount,
    active: query.bool('active') ?? true,
    lookup_key: lookupKey,
    nickname: query.str('nickname') || null,
    metadata: newMetadata(query.metadata()),
    recurring: recurring
      ? {
          interval: recurring.oneOf('interval', INTERVALS) ?? recurring.need('interval'),
          interval_count: recurring.int('interval_count', { min: 1 }) ?? 1,
        }
      : null,
    tax_behavior: query.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified']) ?? 'unspecified',
  });
  state.prices.set(price.id, price);
  return price;
}

export const catalogRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    handle({ state, query }) {
      const customer = customerObject(state.nowSeconds(), {
        name: query.str('name') || null,
        email: query.str('email') || null,
        description: query.str('description') || null,
        phone: query.str('phone') || null,
        metadata: newMetadata(query.metadata()),
        preferred_locales: query.strings('preferred_locales') ?? [],
      });
      state.customers.set(customer.id, customer);
      return customer;
    },
  },
  { method: 'GET', path: '/v1/customers/:id', handle: ({ state, id }) => state.get('customers', 'customer', id) },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    handle({ state, query, id }) {
      const customer = state.get('customers', 'customer', id);
      for (const key of ['name', 'email', 'description', 'phone'] as const)
        if (query.has(key)) customer[key] = query.str(key) || null;
      customer.metadata = mergeMetadata(customer.metadata, query.metadata());
      return customer;
    },
  },
  {
    method: 'GET',
    path: '/v1/customers',
    handle({ state, query }) {
      const email = query.str('email');
      const customers = [...state.customers.values()].filter(
        (customer) => email === undefined || customer.email === email,
      );
      return state.list(customers, query, '/v1/customers', 'customer');
    },
  },
  { method: 'POST', path: '/v1/products', handle: ({ state, query }) => createProduct(state, query) },
  { method: 'GET', path: '/v1/products/:id', handle: ({ state, id }) => state.get('products', 'product', id) },
  {
    method: 'GET',
    path: '/v1/products',
    handle({ state, query }) {
      const active = query.bool('active');
      const ids = query.strings('ids');
      const products = [...state.products.values()].filter(
        (product) => (active === undefined || product.active === active) && (!ids || ids.includes(product.id)),
      );
      return state.list(products, query, '/v1/products', 'product');
    },
  },
  { method: 'POST', path: '/v1/prices', handle: ({ state, query }) => createPrice(state, query) },
  { method: 'GET', path: '/v1/prices/:id', handle: ({ state, id }) => state.get('prices', 'price', id) },
  {
    method: 'POST',
    path: '/v1/prices/:id',
    handle({ state, query, id }) {
      const price = state.get('prices', 'price', id);
      if (query.has('active')) price.active = query.bool('active')!;
      if (query.has('nickname')) price.nickname = query.str('nickname') || null;
      if (query.has('lookup_key')) {
        const lookupKey = query.str('lookup_key') || null;
        const holder = lookupKey
          ? [...state.prices.values()].find((other) => other.lookup_key === lookupKey && other !== price)
          : undefined;
        if (holder && !query.bool('transfer_lookup_key'))
          throw badRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
        if (holder) holder.lookup_key = null;
        price.lookup_key = lookupKey;
      }
      price.metadata = mergeMetadata(price.metadata, query.metadata());
      return price;
    },
  },
  {
    method: 'GET',
    path: '/v1/prices',
    handle({ state, query }) {
      // "Returns a list of your active prices … For the list of inactive prices, set active to false."
      const active = query.bool('active') ?? true;
      const lookupKeys = query.strings('lookup_keys');
      if (lookupKeys && lookupKeys.length > 10) throw badRequest('You can pass up to 10 lookup_keys.', 'lookup_keys');
      const product = query.str('product');
      const currency = query.str('currency')?.toLowerCase();
      const type = query.oneOf('type', ['one_time', 'recurring']);
      const interval = query.sub('recurring')?.oneOf('interval', INTERVALS);
      const prices = [...state.prices.values()].filter(
        (price) =>
          price.active === active &&
          (!lookupKeys || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
          (product === undefined || price.product === product) &&
          (currency === undefined || price.currency === currency) &&
          (type === undefined || price.type === type) &&
          (interval === undefined || price.recurring?.interval === interval),
      );
      return state.list(prices, query, '/v1/prices', 'price');
    },
  },
];
