import { createElement, type ComponentType, type ReactElement } from 'react';
import * as v from 'valibot';

/** What an island's module exports by default: how to render the island from its region's `data-props`. */
export interface IslandDefinition {
  /** The island's element for these props, or null when they are wrong (the region keeps its server HTML). */
  render(props: unknown): ReactElement | null;
}

/**
 * Ties an island's component to the schema of its `data-props`: the loader renders the component only with
 * props that pass the schema, and otherwise says what is wrong and leaves the server's HTML in place.
 */
export function defineIsland<Schema extends v.GenericSchema<unknown, object>>(
  name: string,
  schema: Schema,
  Component: ComponentType<v.InferOutput<Schema>>,
): IslandDefinition {
  return {
    render(props) {
      const parsed = v.safeParse(schema, props);
      if (parsed.success) return createElement(Component, parsed.output);
      const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'props'}: ${issue.message}`);
      console.error(`The island "${name}" keeps its server HTML: wrong data-props (${problems.join('; ')}).`);
      return null;
    },
  };
}
