import { createRoot } from 'react-dom/client';
import { ShellApp } from './ShellApp';

const container = document.getElementById('root');
if (container) createRoot(container).render(<ShellApp />);
