import type { TestProject } from "vitest/node";
import { startPreviewServer } from "../../scripts/lib/preview-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPreviewServer("e2e");
  project.provide("baseURL", server.url);
  return () => server.stop();
}
