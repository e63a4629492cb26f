import type { ThemeConfig } from 'antd';
import { tokens } from './tokens';

/** The focus ring of form fields: the primary colour (6.9:1 on white), 2 px. */
export const FOCUS_RING_COLOR = tokens.colors.primary;
export const FOCUS_RING_WIDTH = 2;

/**
 * Pointer targets of antd's Select at least 24 × 24 px (WCAG 2.5.8, phones): the search input of a
 * multiple select (4 px wide when empty) and the clear icon (12 × 12 px), 2 px from the edge: centred
 * 6 px in, the larger button ran 1 px over the input when tags fill the line. Pass as the Select's `styles`.
 */
export const SELECT_TARGET_STYLES = {
  input: { minWidth: 24, minHeight: 24 },
  clear: { width: 24, height: 24, marginTop: -12, insetInlineEnd: 2, display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;

/**
 * The clear button of antd's Input (12 × 12 px) at least 24 × 24 px (WCAG 2.5.8): it shows once text is
 * typed, beside the input's own target. Pass as the Input's `styles`.
 */
export const INPUT_TARGET_STYLES = {
  clear: { display: 'inline-flex', width: 24, height: 24, alignItems: 'center', justifyContent: 'center', marginInline: -4 },
} as const;

/**
 * The antd theme built from the tokens. antd is not a federation singleton, so every app applies
 * this object in its own `ConfigProvider`.
 */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: tokens.colors.primary,
    colorLink: tokens.colors.primary,
    colorText: tokens.colors.text,
    colorTextSecondary: tokens.colors.textSecondary,
    // Typography's type="secondary" uses this one; antd's default (45% black, 3.5:1) fails WCAG 1.4.3.
    colorTextDescription: tokens.colors.textSecondary,
    colorBgLayout: tokens.colors.background,
    colorBorder: tokens.colors.border,
    colorSuccess: tokens.colors.success,
    colorWarning: tokens.colors.warning,
    colorError: tokens.colors.error,
    colorInfo: tokens.colors.info,
    fontFamily: tokens.fontFamily,
    borderRadius: 6,
    // Links inside text are underlined: colour alone must not tell them apart (WCAG 1.4.1).
    linkDecoration: 'underline',
    // Placeholders are read as text: antd's 25 % black is 1.8:1 on white (WCAG 1.4.3 asks 4.5:1).
    colorTextPlaceholder: tokens.colors.textSecondary,
    // The focus shadow antd derives from these (inputs, date pickers): a solid 2 px ring in the primary
    // colour, not antd's 10 % tint (WCAG 2.4.7, 2.4.11, 2.4.13). Select takes its ring from its own
    // component token (activeOutlineColor), set below to the same colour.
    controlOutline: FOCUS_RING_COLOR,
    controlOutlineWidth: FOCUS_RING_WIDTH,
  },
  components: {
    Layout: { siderBg: tokens.colors.primaryDark, headerBg: tokens.colors.primaryDark, headerHeight: tokens.headerHeight },
    Menu: { darkItemBg: tokens.colors.primaryDark, darkSubMenuItemBg: tokens.colors.primaryDarker },
    Select: { activeOutlineColor: FOCUS_RING_COLOR },
  },
};
