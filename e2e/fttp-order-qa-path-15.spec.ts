import { fttpOrderWalk } from './support/fttp-order-walk';
import { walkFunnelInBrowser } from './support/model-walk';

// fttp-order QA path 15 of 57, exported from the flow viewer (/sandbox/flows/fttp-order).
// Save it as e2e/fttp-order-qa-path-15.spec.ts and run: npx playwright test e2e/fttp-order-qa-path-15.spec.ts
// Start: The 'FTTP Order' heading; the stored draft is read.
// 1. The page finishes loading and finds no stored draft: a fresh funnel. Then: 'Check Availability' at /ordering/products/fttp with the Postcode field.
// 2. Type 'M4 5RD' in Postcode. Then: 'Check Availability' at /ordering/products/fttp with the Postcode field.
// 3. Click Search. Then: 'Searching for properties...'.
// 4. The address lookup answers the properties of M4 5RD (the sandbox's gazetteer). Then: The Property list at /ordering/products/fttp.
// 5. In Property, pick UPRN 100010000401: its indicators show. Then: The Property list at /ordering/products/fttp, UPRN 100010000401 and its facts shown.
// 6. Click Next. Then: 'Checking the property...'.
// 7. The order-exists check answers false; the product lookup and the service status come from the sandbox. Then: 'Searching for available products...' at /ordering/products/fttp/options.
// 8. Go to this step's own address again (as a link would): nothing changes. Then: 'Searching for available products...' at /ordering/products/fttp/options.
walkFunnelInBrowser({
  ...fttpOrderWalk,
  name: 'fttp-order QA path 15 of 57',
  only: [
    [
      'draft.none',
      'postcode.valid',
      'postcode.submit',
      'lookup.found',
      'property.select',
      'step.next',
      'check.ok',
      'address.current',
    ],
  ],
});
