import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './preview.tsx';

// The screenshot project runs every story a second time, for its picture only: axe-core already
// checked each one in the storybook project.
setProjectAnnotations([{ ...preview, afterEach: undefined }]);
