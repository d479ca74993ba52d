mod atomic;
