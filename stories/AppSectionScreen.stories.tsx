import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppSectionScreen } from '../src/screens/AppSectionScreen.tsx';

const meta = { title: 'Screens/AppSectionScreen', component: AppSectionScreen } satisfies Meta<typeof AppSectionScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
