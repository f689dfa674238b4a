// Input of smart_ptr_copies.cpp: the shape of boost::intrusive_ptr and llvm::IntrusiveRefCntPtr
// (a copy constructor, a converting one, a move constructor, copy and move assignment), without
// their libraries.
#ifndef INTRUSIVE_PTRS_H
#define INTRUSIVE_PTRS_H

namespace boost {
template <class T> class intrusive_ptr {
public:
  intrusive_ptr() = default;
  intrusive_ptr(const intrusive_ptr &other);
  template <class U> intrusive_ptr(const intrusive_ptr<U> &other);
  intrusive_ptr(intrusive_ptr &&other) noexcept;
  ~intrusive_ptr();
  intrusive_ptr &operator=(const intrusive_ptr &other);
  intrusive_ptr &operator=(intrusive_ptr &&other) noexcept;
  T *operator->() const { return p; }

private:
  T *p = nullptr;
};
} // namespace boost

namespace llvm {
template <class T> class IntrusiveRefCntPtr {
public:
  IntrusiveRefCntPtr() = default;
  IntrusiveRefCntPtr(const IntrusiveRefCntPtr &other);
  template <class U> IntrusiveRefCntPtr(const IntrusiveRefCntPtr<U> &other);
  IntrusiveRefCntPtr(IntrusiveRefCntPtr &&other) noexcept;
  ~IntrusiveRefCntPtr();
  IntrusiveRefCntPtr &operator=(const IntrusiveRefCntPtr &other);
  IntrusiveRefCntPtr &operator=(IntrusiveRefCntPtr &&other) noexcept;
  T *operator->() const { return p; }

private:
  T *p = nullptr;
};
} // namespace llvm

#endif
