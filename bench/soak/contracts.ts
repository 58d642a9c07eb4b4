/**
 * Each route's request fields as its handler parses them: read from the zod contract the handler
 * was built with (lambdas/http/api.ts keeps it on the handler), so the fuzz follows every field a
 * contract gains, and every route the route table gains, without a copy to keep up.
 */
import { join } from 'node:path';
import type * as z from 'zod/mini';
import type { ApiSpec } from '../../lambdas/http/api';
import { routes, type RouteName } from '../../lambdas/routes';

export interface ContractField {
  name: string;
  required: boolean;
  /** zod's type of the value, optional and pipes unwrapped: string, number, boolean, enum, ... */
  type: string;
}

export interface RouteFields {
  query: ContractField[];
  body: ContractField[];
}

interface SchemaInternals {
  _zod: {
    optin?: string;
    def: { type: string; shape?: Record<string, SchemaInternals>; innerType?: SchemaInternals; in?: SchemaInternals };
  };
}

/** The value's own type under optional(...) and pipe(...) wrappers. */
function valueType(schema: SchemaInternals): string {
  const { def } = schema._zod;
  if (def.type === 'optional' && def.innerType) return valueType(def.innerType);
  if (def.type === 'pipe' && def.in) return valueType(def.in);
  return def.type;
}

function fieldsOf(schema: z.ZodMiniType | undefined): ContractField[] {
  const shape = (schema as unknown as SchemaInternals | undefined)?._zod.def.shape ?? {};
  return Object.entries(shape).map(([name, field]) => ({ name, required: field._zod.optin !== 'optional', type: valueType(field) }));
}

export async function routeFields(): Promise<Map<RouteName, RouteFields>> {
  const found = new Map<RouteName, RouteFields>();
  for (const route of routes) {
    const module = (await import(join(__dirname, '..', '..', 'lambdas', 'handlers', route.name))) as {
      handler: { contract: ApiSpec<z.ZodMiniType | undefined, z.ZodMiniType | undefined> };
    };
    const { contract } = module.handler;
    found.set(route.name, { query: fieldsOf(contract.query), body: fieldsOf(contract.body) });
  }
  return found;
}
