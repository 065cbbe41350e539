/** The fault tests' build (scripts/faults/build.ts) and what its tests rely on. */
export const FAULTS_BUILD = {
  /** Under site/. */
  outDir: 'dist-faults',
  env: {
    VITE_FIREBASE_API_KEY: 'fault-tests',
    VITE_FIREBASE_PROJECT_ID: 'demo-faults',
    VITE_MOON_SERVICE_URL: 'https://moon.example.test/api',
  },
  /** An app only Firestore knows: its policy pages must be prerendered from Firestore. */
  extraApps: {
    'firestore-app': {
      app_id: 3,
      title: 'Firestore App',
      url: 'https://example.com/apps/firestore-app',
      description: { en: 'An app known only to Firestore.' },
    },
  },
} as const;
