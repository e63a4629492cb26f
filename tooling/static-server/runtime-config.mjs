// Builds the run-time /config.json of an app from environment variables (see README "Configuration").
// Shape: RuntimeConfig in shared/src/config/runtimeConfig.ts.

/** Each remote's folder, env prefix and port offset from the portal's PORT (8080 → 8081..8084). */
export const REMOTES = {
  map: { dir: 'remote-map', env: 'REMOTE_MAP', offset: 1 },
  explore: { dir: 'remote-explore', env: 'REMOTE_EXPLORE', offset: 2 },
  wqUpdate: { dir: 'remote-wq-update', env: 'REMOTE_WQ_UPDATE', offset: 3 },
  tools: { dir: 'remote-tools', env: 'REMOTE_TOOLS', offset: 4 },
};

export function portalPort(env = process.env) {
  return Number(env.PORT || 8080);
}

/** A remote's port: REMOTE_<NAME>_PORT, else PORT + its offset. */
export function remotePort(remote, env = process.env) {
  const { env: prefix, offset } = REMOTES[remote];
  return Number(env[`${prefix}_PORT`] || portalPort(env) + offset);
}

export function runtimeConfigFromEnv(env = process.env) {
  const publicHost = env.PUBLIC_HOSTNAME || 'localhost';
  const portalUrl = env.PORTAL_URL || `http://${publicHost}:${portalPort(env)}`;
  const remotes = {};
  for (const [remote, { env: prefix }] of Object.entries(REMOTES)) {
    remotes[remote] = env[`${prefix}_URL`] || `http://${publicHost}:${remotePort(remote, env)}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: (env.API_BASE_URL || `${portalUrl}/api`).replace(/\/$/, ''),
    remotes,
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS || 10000),
    links: {
      importData: env.LINK_IMPORT_DATA || 'https://www.waterqualitydata.us/',
      floodAlert: env.LINK_FLOOD_ALERT || 'https://www.weather.gov/bou/',
      annualReports: env.LINK_ANNUAL_REPORTS || 'https://www.cherrycreekbasin.org/annual-reports',
      annualReportInteractive: env.LINK_ANNUAL_REPORT_INTERACTIVE || 'https://www.cherrycreekbasin.org/annual-reports',
      annualReportPdf: env.LINK_ANNUAL_REPORT_PDF || 'https://www.cherrycreekbasin.org/annual-reports',
      annualReportExecutiveSummary: env.LINK_ANNUAL_REPORT_SUMMARY || 'https://www.cherrycreekbasin.org/annual-reports',
      prfDashboard: env.LINK_PRF_DASHBOARD || 'about:blank',
    },
    contact: {
      email: env.CONTACT_EMAIL || 'info@basinwater.example.org',
      phone: env.CONTACT_PHONE || '303-555-0142',
    },
    mapboxToken: env.MAPBOX_TOKEN || '',
  };
}
