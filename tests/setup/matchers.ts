// jest-dom's matchers (toBeInTheDocument, toHaveAttribute, …) on Vitest's expect.
import '@testing-library/jest-dom/vitest';
