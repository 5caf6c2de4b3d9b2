import { writeFileSync } from 'node:fs';

import { buildOpenApiDocument } from '@members/contract';

const target = process.argv[2] ?? 'openapi.json';
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
