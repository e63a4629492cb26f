import type { ThemeConfig } from 'antd';
import { tokens } from './tokens';

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
  },
  components: {
    Layout: { siderBg: tokens.colors.primaryDark, headerBg: tokens.colors.primaryDark, headerHeight: tokens.headerHeight },
    Menu: { darkItemBg: tokens.colors.primaryDark, darkSubMenuItemBg: tokens.colors.primaryDarker },
  },
};
