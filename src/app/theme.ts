import { createSystem } from '@chakra-ui/react';
import { chakraBaseConfig } from './chakraBase';
import { themeConfig } from './themeConfig';

export const system = createSystem(chakraBaseConfig, themeConfig);
