import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): CI runs the browser-like projects beside the
// server tests on two cores, where a screen's answer can take longer than a second to render.
configure({ asyncUtilTimeout: 5000 });
