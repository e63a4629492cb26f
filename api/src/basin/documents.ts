// The JSON files of a basin package: basin.json and the layer descriptors (layers/<source>.json),
// their schemas, and where in a file's text a problem is (line and column), for the data manager.
import { findNodeAtLocation, parseTree, type ParseError } from 'jsonc-parser';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { BasinSchema } from '../schemas/basin';

/** basin.json: the schema GET /api/basin answers with. */
export const BasinDocument = BasinSchema;
export type BasinDocument = Static<typeof BasinDocument>;

const LayerDescriptorLayer = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    type: Type.Enum(['fill', 'line', 'circle', 'symbol', 'fill-extrusion', 'heatmap', 'raster']),
    paint: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    layout: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    filter: Type.Optional(Type.Array(Type.Unknown())),
    drawOrder: Type.Integer({ description: 'drawn above lower numbers' }),
    legendOrder: Type.Integer({ description: 'position in the legend' }),
    layerGroup: Type.String({ minLength: 1, description: 'group in the layers panel' }),
    legendGroup: Type.String({ minLength: 1, description: 'group in the legend' }),
    popup: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'popup settings, e.g. {"excludeFields": ["color"]}' })),
    titleField: Type.Optional(Type.String({ description: "the feature property that titles its popup" })),
    staffOnly: Type.Optional(Type.Boolean({ description: 'shown to signed-in staff only' })),
    properties: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'further layer settings (spec 01 §3)' })),
  },
  { additionalProperties: false },
);
export type LayerDescriptorLayer = Static<typeof LayerDescriptorLayer>;

export const LayerDescriptor = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    type: Type.Optional(Type.Enum(['geojson', 'vector'], { description: "'geojson' (default): features in <source>.geojson, .zip (Shapefile) or .gpkg; 'vector': tiles at url" })),
    url: Type.Optional(Type.String()),
    attribution: Type.Optional(Type.String()),
    layers: Type.Array(LayerDescriptorLayer),
  },
  { additionalProperties: false, description: 'layers/<source>.json: one map source and the layers drawn from it' },
);
export type LayerDescriptor = Static<typeof LayerDescriptor>;

export interface Located {
  line: number;
  column: number;
}

function locationOf(text: string, offset: number): Located {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text.charCodeAt(index) === 10) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Where the value at a JSON pointer (e.g. '/layers/0/type') starts in the text; 1:1 when not found. */
export function locatePointer(text: string, pointer: string): Located {
  const root = parseTree(text);
  if (!root) return { line: 1, column: 1 };
  const path = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  // The deepest node that exists (a missing property is reported at its object).
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(root, path.slice(0, depth));
    if (node) return locationOf(text, node.parent?.type === 'property' ? node.parent.offset : node.offset);
  }
  return { line: 1, column: 1 };
}

export interface DocumentProblem extends Located {
  message: string;
}

/** Parses JSON text; the syntax error's place when it is not JSON. */
export function parseJson(text: string): { value: unknown } | { problem: DocumentProblem } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors);
    const offset = errors[0]?.offset ?? 0;
    return { problem: { ...locationOf(text, offset), message: 'is not valid JSON' } };
  }
}

/** The schema's complaints about a parsed document, each at its place in the text. */
export function schemaProblems(schema: TSchema, value: unknown, text: string): DocumentProblem[] {
  // One complaint per place (a union reports each of its members).
  const errors = [...new Map(Value.Errors(schema, value).map((error) => [error.instancePath, error])).values()];
  return errors
    .slice(0, 20)
    .map((error) => ({ ...locatePointer(text, error.instancePath), message: `${error.instancePath || '(document)'} ${error.message}` }));
}
