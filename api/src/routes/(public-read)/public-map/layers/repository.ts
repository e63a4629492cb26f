import type { Database } from '../../../../db/types';
import type { MapLayer } from '../../../../schemas';

/**
 * What every layer definition carries when the stored row leaves it out (spec 01 §3 "Map source and
 * layer"): the stored values win, key by key (`jsonb ||`; `popup` merged one level deeper).
 */
export const LAYER_LAYOUT_DEFAULTS = { visibility: 'visible' } as const;
export const LRE_PROPERTIES_DEFAULTS = {
  layerGroup: null,
  legendGroup: null,
  popup: { excludeFields: [] },
  titleField: null,
  excludePopup: false,
  excludeLayerCollapse: false,
  alsoControlOpacityFor: [],
} as const;

/**
 * Layer definitions in draw order. Staff layers (`requires_auth`) only for a caller whose identity
 * was verified: the sign-in issue passes `includeStaffLayers: true` from a verified token, never from
 * anything the client sends.
 */
export async function mapLayers(db: Database, { includeStaffLayers }: { includeStaffLayers: boolean }): Promise<MapLayer[]> {
  const { rows } = await db.query<MapLayer>(
    `SELECT id, type, source_id AS source, $2::jsonb || layout AS layout, paint, filter, draw_order AS "drawOrder", legend_order AS "legendOrder",
            $3::jsonb || lre_properties || jsonb_build_object('popup', ($3::jsonb -> 'popup') ||
              CASE WHEN jsonb_typeof(lre_properties -> 'popup') = 'object' THEN lre_properties -> 'popup' ELSE '{}'::jsonb END) AS "lreProperties"
       FROM map_layers
      WHERE $1 OR NOT requires_auth
      ORDER BY draw_order, id`,
    [includeStaffLayers === true, JSON.stringify(LAYER_LAYOUT_DEFAULTS), JSON.stringify(LRE_PROPERTIES_DEFAULTS)],
  );
  return rows;
}
