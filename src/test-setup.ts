import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// Two busy cores can take longer than Testing Library's 1 s default to render a lazy chunk.
configure({ asyncUtilTimeout: 5000 });
