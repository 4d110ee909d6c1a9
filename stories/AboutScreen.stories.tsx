import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutScreen } from '../src/screens/AboutScreen.tsx';

const meta = { title: 'Screens/AboutScreen', component: AboutScreen } satisfies Meta<typeof AboutScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
