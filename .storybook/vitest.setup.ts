import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './preview.tsx';

// The screenshot suite runs the preview's axe-core check itself, after the picture
// (stories/support/screenshotSuite.tsx): a story's picture is taken as soon as its play is done.
setProjectAnnotations([{ ...preview, afterEach: undefined }]);
