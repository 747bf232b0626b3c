import type { Leader } from '../schema/home';

/**
 * Leadership panel (spec 2.4 item 4). Names are fictional, like the university;
 * the photos are generated portrait illustrations. `More Details` leads to the
 * person's content page (the spec does not show the target).
 */
export const leaders: Leader[] = [
  {
    name: 'Shri Vasantrao Deshmukh',
    position: 'Chancellor',
    image: '/images/home/leader-chancellor.svg',
    width: 240,
    height: 280,
    link: '/about/campus',
  },
  {
    name: 'Prof. (Dr.) Sunanda Kulkarni',
    position: 'Vice-Chancellor',
    image: '/images/home/leader-vice-chancellor.svg',
    width: 240,
    height: 280,
    link: '/about/policies',
  },
  {
    name: 'Prof. (Dr.) Prakash Jadhav',
    position: 'Pro-Vice Chancellor',
    image: '/images/home/leader-pro-vice-chancellor.svg',
    width: 240,
    height: 280,
    link: '/about/university-officers',
  },
  {
    name: 'Dr. Meenal Shinde',
    position: 'Registrar',
    image: '/images/home/leader-registrar.svg',
    width: 240,
    height: 280,
    link: '/governance/statutes/registrar',
  },
];
